"""Import paths for the tools under test: tools/ (corpuslib) and tools/screenshot-gen."""
import importlib.machinery
import importlib.util
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent
ROOT = TOOLS.parent
for path in (TOOLS, TOOLS / "screenshot-gen"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))


def script(name):
    """A tool without a .py suffix (tools/accuracy-report) loaded as a module."""
    loader = importlib.machinery.SourceFileLoader(name.replace("-", "_"), str(TOOLS / name))
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
