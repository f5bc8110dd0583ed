"""Plane projective maps (homographies) in plain Python, for the photographed-screen degradation:
the 3x3 matrix taking four points to four others, applying it to a point, and Pillow's
PERSPECTIVE coefficients (which map OUTPUT pixels back to INPUT pixels)."""


def solve(a, b):
    """x with a·x = b (Gaussian elimination with partial pivoting); a is n×n, b has n entries."""
    n = len(b)
    m = [list(map(float, row)) + [float(v)] for row, v in zip(a, b)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise ValueError("degenerate quadrilateral: three of its points are on one line")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[r][n] / m[r][r] for r in range(n)]


def between(src, dst):
    """The 3x3 matrix (row-major, 9 numbers, last 1) that maps each of four src points onto dst."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(src, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rhs.append(u)
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.append(v)
    return solve(rows, rhs) + [1.0]


def apply(h, point):
    x, y = point
    w = h[6] * x + h[7] * y + h[8]
    return ((h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w)


def pillow_coefficients(src, dst):
    """Image.transform(size, Image.PERSPECTIVE, coefficients): the map from dst (output) back to src."""
    return between(dst, src)[:8]


def box_quad(h, bbox):
    """The four corners of an axis-aligned [x0, y0, x1, y1] box after the map, clockwise from top left."""
    x0, y0, x1, y1 = bbox
    return [apply(h, p) for p in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
