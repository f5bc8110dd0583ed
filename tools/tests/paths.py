"""Import paths for the tools under test: tools/lib (corpuslib) and tools/corpus/screenshot-gen."""
import importlib.machinery
import importlib.util
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent
ROOT = TOOLS.parent
for path in (TOOLS / "lib", TOOLS / "corpus" / "screenshot-gen"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))


def script(path):
    """A tool without a .py suffix (path under tools/: "reports/accuracy-report") loaded as a module."""
    loader = importlib.machinery.SourceFileLoader(Path(path).name.replace("-", "_"), str(TOOLS / path))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def has_pillow():
    try:
        import PIL  # noqa: F401
        return True
    except ImportError:
        return False
