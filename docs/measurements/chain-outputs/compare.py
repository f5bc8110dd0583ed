import os, re, sys
before, after = sys.argv[1], sys.argv[2]
ids = set()
def norm(b):
    b = re.sub(rb'"loaded_at" : [0-9.]+', b'"loaded_at" : T', b)
    for m in re.findall(rb'X-Tripshot-Trip: ([0-9a-f]{32})', b): ids.add(m)
    return b
total = same = normsame = 0; differ = []; missing = []
for root, _, files in os.walk(after):
    for f in files:
        a = os.path.join(root, f); rel = os.path.relpath(a, after); p = os.path.join(before, rel)
        total += 1
        if not os.path.exists(p): missing.append(rel); continue
        x, y = open(p, 'rb').read(), open(a, 'rb').read()
        if x == y: same += 1; continue
        nx, ny = norm(x), norm(y)
        # a trip's random id, wherever the answer repeats it
        for i in list(ids):
            nx = nx.replace(i, b'ID'); ny = ny.replace(i, b'ID')
        nx = re.sub(rb'[0-9a-f]{32}', b'ID', nx) if b'X-Tripshot-Trip' in x else nx
        ny = re.sub(rb'[0-9a-f]{32}', b'ID', ny) if b'X-Tripshot-Trip' in y else ny
        if nx == ny: normsame += 1
        else: differ.append(rel)
print(f"files after: {total}; byte-identical: {same}; identical but for the random trip id / feed load time: {normsame}; differ: {len(differ)}; missing before: {len(missing)}")
for d in differ[:20]: print("DIFFERS", d)
for m in missing[:20]: print("MISSING", m)
