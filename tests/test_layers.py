"""The layers of docs/DESIGN.md, enforced: no module of ``app/`` imports one of a higher layer.

Every import counts, the ones inside functions included (a lazy import is still a dependency).
Imports within one layer are free. ``app.agent`` (imported by training jobs) stands apart: it may
use only the foundation, never the service stack.
"""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"

# Lowest first. A module belongs to the layer of its longest listed prefix.
LAYERS: list[tuple[str, list[str]]] = [
    ("foundation", ["app", "app.errors", "app.vocabulary", "app.logline", "app.settings"]),
    ("store", ["app.store"]),
    ("analysis", ["app.compress", "app.classify"]),
    ("incidents", ["app.incidents"]),
    ("diagnose", ["app.diagnose"]),
    ("recovery", ["app.orchestrate", "app.notify"]),
    # The queue consumer drives the stages below it (its hooks reach diagnose and recovery
    # through the runtime), so ingest sits above them.
    ("ingest", ["app.ingest"]),
    ("runtime", ["app.worker"]),
    ("entry", ["app.api", "app.console", "app.cli", "app.main", "app.demo", "app.__main__"]),
]
# Command-line modules inside a stage's package belong to the entry layer with app.cli.
ENTRY_MODULES = {"app.ingest.dead_letters"}  # a typer app: `crashcart dead-letters`
AGENT = "app.agent"
AGENT_MAY_IMPORT = {"app.errors", "app.vocabulary", "app.logline"}

# Known upward imports, left for the lead to untie (the archive move is on issue 15's list).
ALLOWED: dict[tuple[str, str], str] = {
    # The analyzer applies the diagnosis guards to rule verdicts: the guards belong below both.
    ("app.incidents.analyzer", "app.diagnose.guards"): "rule-verdict guards belong in app.incidents",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(APP.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> int:
    if module in ENTRY_MODULES or module.endswith(".cli"):
        return len(LAYERS) - 1
    best, found = -1, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, found = len(prefix), index
    assert found >= 0, f"{module} is in no layer: add it to LAYERS"
    return found


def imports_of(path: Path, module: str) -> set[str]:
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.add(target)
            # `from app.x import y` may name a submodule y: that is the real dependency.
            for alias in node.names:
                candidate = f"{target}.{alias.name}"
                if (APP.parent / candidate.replace(".", "/")).with_suffix(".py").exists() or (
                    APP.parent / candidate.replace(".", "/")
                ).is_dir():
                    found.add(candidate)
    return {name for name in found if name == "app" or name.startswith("app.")}


def upward_imports() -> list[tuple[str, str, str, str]]:
    out = []
    for path in sorted(APP.rglob("*.py")):
        module = module_name(path)
        for target in sorted(imports_of(path, module)):
            if module.startswith(AGENT):
                if not (target.startswith(AGENT) or target in AGENT_MAY_IMPORT):
                    out.append((module, target, "agent", "service stack"))
                continue
            if target.startswith(AGENT):
                continue  # the entry points may load the agent library (e.g. `crashcart run`)
            low, high = layer_of(module), layer_of(target)
            if high > low:
                out.append((module, target, LAYERS[low][0], LAYERS[high][0]))
    return out


def test_no_module_imports_a_higher_layer() -> None:
    found = upward_imports()
    new = [f"{m} ({lo}) imports {t} ({hi})" for m, t, lo, hi in found if (m, t) not in ALLOWED]
    assert new == [], "upward imports:\n  " + "\n  ".join(new)


def test_the_allow_list_holds_only_what_still_exists() -> None:
    still = {(m, t) for m, t, _, _ in upward_imports()}
    gone = sorted(set(ALLOWED) - still)
    assert gone == [], f"fixed: remove from ALLOWED: {gone}"


def test_the_walk_sees_lazy_and_relative_imports(tmp_path: Path) -> None:
    source = tmp_path / "mod.py"
    source.write_text("def f():\n    from app.api import deps\n    from . import sibling\n")
    found = imports_of(source, "app.store.mod")
    assert "app.api" in found and "app.store" in found
    assert layer_of("app.api.deps") > layer_of("app.store.mod")
    assert layer_of("app.compress.cli") == layer_of("app.cli")


def two_module_circles() -> list[tuple[str, str]]:
    """Pairs of modules that import each other (a lazy import inside a function included)."""
    graph = {module_name(p): imports_of(p, module_name(p)) for p in sorted(APP.rglob("*.py"))}
    return sorted(
        (a, b)
        for a, targets in graph.items()
        for b in targets
        if a < b and b in graph and a in graph[b] and not a.endswith("__init__") and a != "app"
    )


def test_no_two_modules_import_each_other() -> None:
    # A circle hides which of the two is the lower one; tie it by moving the shared part down.
    found = [(a, b) for a, b in two_module_circles() if not (b.startswith(a + ".") or a.startswith(b + "."))]
    assert found == [], "modules importing each other:\n  " + "\n  ".join(f"{a} <-> {b}" for a, b in found)
