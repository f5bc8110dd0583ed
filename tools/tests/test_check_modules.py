"""tools/checks/check-modules: Package.swift, the sources' imports and CONTRIBUTING.md's module table agree,
and each kind of disagreement fails with a message naming it."""
import io
import shutil
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from tests import paths

check_modules = paths.script("checks/check-modules")

PACKAGE = """// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Small",
    targets: [
        .systemLibrary(name: "CLib", pkgConfig: "lib"),
        // .target(name: "Gone", dependencies: ["Model"]),
        .target(name: "Model"),
        .target(name: "Reader", dependencies: ["Model", .target(name: "CLib")], swiftSettings: []),
        .executableTarget(name: "tool", dependencies: ["Reader"]),
        .target(name: "Support", dependencies: ["Model"], path: "Tests/Support"),
        .testTarget(name: "ReaderTests", dependencies: ["Reader", "Support"]),
    ]
)
"""

TABLE = """# Contributing

## Modules

| module | its one job | may depend on |
|---|---|---|
| `CLib` | the C library | nothing |
| `Model` | the values | nothing |
| `Reader` | reads (through `CLib`, its note) | `Model`, `CLib` (not `tool`: a note) |
| `tool` | the executable | `Reader` |
| `Support` (`Tests/Support`) | test fixtures | `Model` |
| `Other/` (a package of its own) | not a target | (its own manifest) |

## Standards
"""

SOURCES = {
    "Sources/Model/Value.swift": "public struct Value {}\n",
    "Sources/Reader/Reader.swift": "import CLib\nimport Foundation\n@preconcurrency import Model\n\n/// import Gone (a comment)\n",
    "Sources/tool/main.swift": "import Reader\n",
    "Tests/Support/Fixtures.swift": "import Model\n",
    "Tests/ReaderTests/ReaderTests.swift": "import Testing\n@testable import Reader\nimport Support\n",
}


class CheckModulesTests(unittest.TestCase):
    def tree(self, package=PACKAGE, table=TABLE, sources=None):
        root = Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, root)
        (root / "Package.swift").write_text(package)
        (root / "CONTRIBUTING.md").write_text(table)
        for path, text in (SOURCES if sources is None else sources).items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text)
        (root / "Sources/CLib").mkdir(parents=True, exist_ok=True)
        return root

    def problems(self, **tree):
        return check_modules.check(self.tree(**tree))

    def test_a_tree_whose_names_agree_passes(self):
        self.assertEqual(self.problems(), [])

    def test_the_repository_passes(self):
        self.assertEqual(check_modules.check(paths.ROOT), [])

    def test_an_undeclared_import_fails_naming_file_and_line(self):
        sources = dict(SOURCES, **{"Sources/tool/main.swift": "import Reader\nimport Model\n"})
        problems = self.problems(sources=sources)
        self.assertEqual(len(problems), 1)
        self.assertIn("main.swift:2: tool imports Model, which Package.swift does not declare for it", problems[0])

    def test_a_test_targets_undeclared_import_fails(self):
        sources = dict(SOURCES, **{"Tests/ReaderTests/ReaderTests.swift": "@testable import Reader\nimport Support\nimport Model\n"})
        self.assertIn("ReaderTests imports Model", " ".join(self.problems(sources=sources)))

    def test_a_declared_dependency_never_imported_fails(self):
        sources = dict(SOURCES, **{"Sources/Reader/Reader.swift": "import CLib\n"})
        problems = self.problems(sources=sources)
        self.assertEqual(len(problems), 1)
        self.assertTrue(problems[0].startswith("Package.swift: Reader declares Model, which none of its sources ("))
        self.assertTrue(problems[0].endswith("/Sources/Reader) imports"))

    def test_a_table_row_allowing_other_dependencies_fails(self):
        table = TABLE.replace("| `tool` | the executable | `Reader` |", "| `tool` | the executable | `Reader`, `Model` |")
        self.assertEqual(self.problems(table=table),
                         ["CONTRIBUTING.md: the row of tool allows Model, which Package.swift does not declare"])

    def test_a_table_row_omitting_a_dependency_fails(self):
        table = TABLE.replace("| `Model`, `CLib` (not `tool`: a note) |", "| `Model` |")
        self.assertEqual(self.problems(table=table),
                         ["CONTRIBUTING.md: the row of Reader omits CLib, which Package.swift declares"])

    def test_a_target_without_a_row_and_a_row_without_a_target_fail(self):
        table = TABLE.replace("| `Model` | the values | nothing |", "| `Values` | the values | nothing |")
        self.assertEqual(self.problems(table=table), [
            "CONTRIBUTING.md: the module table has no row for Model",
            "CONTRIBUTING.md: the module table names Values, which is no target of Package.swift",
        ])

    def test_a_row_with_neither_names_nor_nothing_is_an_error(self):
        table = TABLE.replace("| `Model` | the values | nothing |", "| `Model` | the values | none |")
        with self.assertRaisesRegex(ValueError, "the row of Model"):
            self.problems(table=table)

    def test_main_exits_1_with_one_line_per_problem(self):
        sources = dict(SOURCES, **{"Sources/tool/main.swift": "import Reader\nimport Model\n"})
        root = self.tree(sources=sources)
        err, out = io.StringIO(), io.StringIO()
        with redirect_stderr(err), redirect_stdout(out):
            code = check_modules.main(["check-modules", str(root)])
        self.assertEqual(code, 1)
        lines = err.getvalue().splitlines()
        self.assertTrue(lines[0].startswith("check-modules: ") and "tool imports Model" in lines[0])
        self.assertIn("1 problem(s)", lines[-1])
        with redirect_stderr(io.StringIO()), redirect_stdout(out):
            self.assertEqual(check_modules.main(["check-modules", str(self.tree())]), 0)


if __name__ == "__main__":
    unittest.main()
