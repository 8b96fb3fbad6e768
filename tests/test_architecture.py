"""The package's shape (docs/DESIGN.md, module map): imports point one way, private names stay home.

The import graph is read from the source (every ``import`` statement of every module, at the top
or inside a function, relative ones resolved), not from a running interpreter, so an import
that only runs on one code path counts as much as one that always runs.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import triagesim

PACKAGE = Path(triagesim.__file__).resolve().parent
ROOT = PACKAGE.parent.parent
#: The most modules that sit directly in ``src/triagesim`` (the rest live in packages that name their layer).
MAX_TOP_LEVEL_MODULES = 12


@dataclass(frozen=True)
class Import:
    importer: str
    line: int
    target: str  # the module imported (for ``from M import name``: ``M.name`` when that is a module)
    names: tuple[str, ...]  # the names taken from ``target`` (empty when a module is imported itself)
    bound: str = ""  # the name a module imported itself is bound to in the importer


def modules(package: Path = PACKAGE) -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name, not ``__init__``)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> list[Import]:
    """The ``triagesim`` imports of one module, anywhere in it (function bodies and ``TYPE_CHECKING`` too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [Import(name, node.lineno, alias.name, (), alias.asname or alias.name.split(".")[0])
                      for alias in node.names if alias.name.split(".")[0] == "triagesim"]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            if base.split(".")[0] != "triagesim":
                continue
            taken = []
            for alias in node.names:
                if f"{base}.{alias.name}" in known:  # ``from . import prompts``: the submodule itself
                    found.append(Import(name, node.lineno, f"{base}.{alias.name}", (), alias.asname or alias.name))
                else:
                    taken.append(alias.name)
            if taken:
                found.append(Import(name, node.lineno, base, tuple(taken)))
    return found


def import_graph(known: dict[str, Path] | None = None) -> dict[str, set[str]]:
    """Module -> the modules importing it runs. Importing ``a.b.c`` also runs the ``__init__`` of
    ``a.b`` and ``a``, so those are edges too, except the importer's own enclosing packages: they
    are already being imported when the importer runs (a package re-exporting its submodules is
    not a cycle), while reaching into another package runs that package's ``__init__`` for real."""
    known = modules() if known is None else known
    graph: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        for item in imports(name, path, known):
            target = item.target
            while target and target not in known:  # ``import triagesim.x.y`` where ``y`` is a name
                target = target.rpartition(".")[0]
            while target:
                if target != name and not name.startswith(target + "."):
                    graph[name].add(target)
                target = target.rpartition(".")[0]
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_imports(known: dict[str, Path] | None = None) -> list[str]:
    """``importer:line imports target.name`` for every ``_private`` name one module takes from
    another, by ``from M import _x`` or as ``m._x`` on a module it imported."""
    known = modules() if known is None else known
    found = []
    for name, path in known.items():
        aliases = {}
        for item in imports(name, path, known):
            found += [f"{name}:{item.line} imports {item.target}.{taken}" for taken in item.names if _private(taken)]
            if not item.names:
                found += [f"{name}:{item.line} imports {item.target}"] if _private(item.target.rpartition(".")[2]) else []
                aliases[item.bound] = item.target
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases and _private(node.attr):
                found.append(f"{name}:{node.lineno} uses {aliases[node.value.id]}.{node.attr}")
    return found


# ------------------------------------------------------------------ the checker itself finds what it should


def _package(tmp_path: Path, files: dict[str, str]) -> dict[str, Path]:
    for relative, text in files.items():
        path = tmp_path / "triagesim" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return modules(tmp_path / "triagesim")


def test_a_cycle_through_a_lazy_import_or_another_package_init_is_found(tmp_path):
    known = _package(tmp_path, {
        "__init__.py": "",
        "low.py": "def f():\n    from .high import g\n",  # only runs when f is called: still an arrow
        "high.py": "from .low import f\n",
        "a/__init__.py": "from .one import x\n",
        "a/one.py": "x = 1\n",
        "b.py": "from triagesim.a.one import x\n",
        "a/two.py": "from ..b import x\n",
        "c/__init__.py": "from .inner import y\n",
        "c/inner.py": "from . import other\ny = 1\n",  # a package importing its own parts: no cycle
        "c/other.py": "",
    })
    graph = import_graph(known)
    assert "triagesim.a" in graph["triagesim.b"]  # reaching into a.one runs a/__init__
    assert "triagesim.c" not in graph["triagesim.c.inner"]
    assert sorted(cycles(graph)) == [["triagesim.high", "triagesim.low"]]


def test_private_names_taken_from_another_module_are_found(tmp_path):
    known = _package(tmp_path, {
        "__init__.py": "",
        "home.py": "_SECRET = 1\nPUBLIC = 2\ndef _helper(): pass\n",
        "user.py": "from .home import PUBLIC, _SECRET\nfrom . import home\nhome._helper()\nhome.__name__\n",
    })
    assert private_imports(known) == ["triagesim.user:1 imports triagesim.home._SECRET", "triagesim.user:3 uses triagesim.home._helper"]


def test_the_real_graph_holds_top_level_lazy_and_relative_imports():
    graph = import_graph()
    assert {"triagesim.folders.artifacts", "triagesim.worker_threads", "triagesim.cases"} <= graph["triagesim.runner"]
    assert "triagesim.agents.llm.factory" in graph["triagesim.batch"]  # imported inside a method
    assert "triagesim.clinical.level_guard" in graph["triagesim.clinical.barrier"]


# ------------------------------------------------------------------ the package


def test_no_import_cycles():
    assert cycles(import_graph()) == []


def test_no_module_imports_another_modules_private_names():
    assert private_imports() == []


def test_few_modules_sit_directly_in_the_package():
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(top) <= MAX_TOP_LEVEL_MODULES, top


def _documented_imports() -> list[str]:
    texts = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    lines = {line.strip() for path in texts if path.is_file() for line in path.read_text(encoding="utf-8").splitlines()}
    return sorted(line for line in lines if re.fullmatch(r"from triagesim[\w.]* import [\w, ]+", line))


@pytest.mark.skipif(not (ROOT / "README.md").is_file(), reason="the source tree's README is not beside the package")
def test_every_import_the_documentation_shows_works():
    shown = _documented_imports()
    assert any("llm_agents" in line for line in shown) and any("triagesim.cases" in line for line in shown)
    for line in shown:
        module, names = re.fullmatch(r"from ([\w.]+) import (.+)", line).groups()
        imported = importlib.import_module(module)
        for name in (part.strip() for part in names.split(",")):
            assert hasattr(imported, name) or importlib.util.find_spec(f"{module}.{name}"), line
