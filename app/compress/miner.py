"""Per-job template mining: Drain3 behind two shape caches, with bounded memory and snapshots.

Most lines of a training job differ from an earlier line only in their digits (step, loss, rank,
timestamp). Masking them costs a dozen regex passes and Drain's tree walk costs more, so
:class:`JobCompressor` answers from caches and only asks Drain about shapes it has not seen:

1. *digit shape*: the line with every digit replaced by ``0`` (one ``str.translate``). Because no
   mask tells one digit from another (``masks.py``), the masked text of a line whose digits all end
   up inside masks is a function of its digit shape, so this cache is exact. Lines whose masked
   text still holds digits (``sm_90`` would, if a mask let it) are not cached at this level.
2. *masked shape*: the masked text itself. A masked text already assigned goes to its template
   without walking the Drain tree (Drain would find the same cluster: its template already covers
   that text, and adding an identical text never changes a template).

Drain only sees the remaining lines, so results match plain Drain3's with the same masks (the
Loghub grouping accuracy in ``bench/compress.py`` shows it) at a fraction of the cost.

Memory is bounded per job: templates beyond ``max_templates_per_job`` are evicted least recently
seen first (a tenth at a time), each shape cache is cut in half when it reaches
``max_shapes_per_job`` entries or that many times ``AVERAGE_SHAPE_CHARS`` characters, and lines
longer than ``MAX_CACHED_LINE_CHARS`` are never cached.
"""

from __future__ import annotations

import itertools
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from drain3.drain import Drain, LogCluster, Node

from app.compress.config import PARAM_STR, apply_masks, mask_steps, template_miner_config
from app.compress_settings import CompressSettings
from app.errors import InvalidInput

# Bytes, not str: bytes.translate is ~10x faster than str.translate. In UTF-8 the bytes 0x31-0x39
# only ever encode the ASCII digits, so this is exactly "replace every ASCII digit by 0".
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_HAS_DIGIT = re.compile(r"\d")
SNAPSHOT_VERSION = 1
# Shape caches are bounded in entries (settings) and in characters: entries x this average.
AVERAGE_SHAPE_CHARS = 256
MAX_CACHED_LINE_CHARS = 4096


@dataclass(frozen=True, slots=True)
class TemplateHit:
    template_id: int
    template: str
    is_new: bool


@dataclass(frozen=True, slots=True)
class TemplateStat:
    id: int
    template: str
    count: int
    first_index: int
    last_index: int


class _Template:
    """Mutable per-template state; ``hit`` is the (shared, immutable) answer for repeat lines."""

    __slots__ = ("alive", "count", "first_index", "hit", "id", "last_index", "template")

    def __init__(self, template_id: int, template: str, first_index: int, count: int = 0) -> None:
        self.id = template_id
        self.template = template
        self.count = count
        self.first_index = first_index
        self.last_index = first_index
        self.alive = True
        self.hit = TemplateHit(template_id, template, False)

    def retemplate(self, template: str) -> None:
        self.template = template
        self.hit = TemplateHit(self.id, template, False)


class _ShapeCache(dict[Any, _Template]):
    """A shape -> template dict that also counts the characters of its keys."""

    def __init__(self, max_chars: int) -> None:
        super().__init__()
        self.chars = 0
        self.max_chars = max_chars


class JobCompressor:
    """Template mining for one job. Not thread-safe: one job is handled by one worker at a time."""

    def __init__(self, config: CompressSettings | None = None) -> None:
        self.config = config or CompressSettings()
        if self.config.max_templates_per_job < 1 or self.config.max_shapes_per_job < 2:
            raise InvalidInput("max_templates_per_job must be >= 1 and max_shapes_per_job >= 2")
        miner_config = template_miner_config()
        self._drain = Drain(
            sim_th=miner_config.drain_sim_th,
            depth=miner_config.drain_depth,
            max_children=miner_config.drain_max_children,
            max_clusters=None,
            extra_delimiters=miner_config.drain_extra_delimiters,
            param_str=PARAM_STR,
            parametrize_numeric_tokens=miner_config.parametrize_numeric_tokens,
        )
        self._steps = mask_steps()
        self._templates: dict[int, _Template] = {}
        max_chars = self.config.max_shapes_per_job * AVERAGE_SHAPE_CHARS
        self._by_digit_shape = _ShapeCache(max_chars)
        self._by_masked_shape = _ShapeCache(max_chars)
        self._next_index = 0
        self.lines = 0
        self.drain_calls = 0  # how many lines needed Drain itself (for the bench and the metrics)
        # Bumped when a template is created, generalised or evicted: a worker snapshots when it moved
        # (counts move on every line; losing a few on a crash is fine, losing an id mapping is not).
        self.version = 0

    # --- the hot path -------------------------------------------------------------------------
    def add(self, text: str, index: int | None = None) -> TemplateHit:
        """Assign ``text`` (one line, without its newline) to a template.

        ``index`` is the line's position in the job's archive; by default, one more than the last.
        """
        if index is None:
            index = self._next_index
        self._next_index = index + 1
        self.lines += 1
        key = text.encode("utf-8", "surrogatepass").translate(_DIGITS_TO_ZERO)
        entry = self._by_digit_shape.get(key)
        if entry is not None and entry.alive:
            entry.count += 1
            entry.last_index = index
            return entry.hit
        return self._add_slow(text, key, index)

    def _add_slow(self, text: str, key: bytes, index: int) -> TemplateHit:
        masked = apply_masks(text, self._steps)
        entry = self._by_masked_shape.get(masked)
        is_new = False
        if entry is None or not entry.alive:
            entry, is_new = self._add_to_drain(masked, index)
            self._remember(self._by_masked_shape, masked, entry)
        entry.count += 1
        entry.last_index = index
        if _HAS_DIGIT.search(masked) is None:
            self._remember(self._by_digit_shape, key, entry)
        if is_new:
            return TemplateHit(entry.id, entry.template, True)
        return entry.hit

    def _add_to_drain(self, masked: str, index: int) -> tuple[_Template, bool]:
        self.drain_calls += 1
        cluster, change = self._drain.add_log_message(masked)
        entry = self._templates.get(cluster.cluster_id)
        if entry is None:
            entry = _Template(cluster.cluster_id, cluster.get_template(), index)
            self._templates[entry.id] = entry
            self.version += 1
            if len(self._templates) > self.config.max_templates_per_job:
                self._evict_templates(keep=entry.id)
            return entry, True
        if change == "cluster_template_changed":
            entry.retemplate(cluster.get_template())
            self.version += 1
        return entry, False

    def _remember(self, cache: _ShapeCache, key: bytes | str, entry: _Template) -> None:
        size = len(key)
        if size > MAX_CACHED_LINE_CHARS:
            return  # rare and costly to keep: such lines always take the slow path
        if len(cache) >= self.config.max_shapes_per_job or cache.chars + size > cache.max_chars:
            # Dicts keep insertion order: drop the older half.
            for old in list(itertools.islice(cache, len(cache) // 2)):
                cache.chars -= len(old)
                del cache[old]
        if key not in cache:
            cache.chars += size
        cache[key] = entry

    def _evict_templates(self, keep: int) -> None:
        """Forget the least recently seen tenth of the templates (never ``keep``, the newest)."""
        excess = len(self._templates) - self.config.max_templates_per_job
        n = max(excess, self.config.max_templates_per_job // 10, 1)
        candidates = sorted((t for t in self._templates.values() if t.id != keep), key=lambda t: t.last_index)
        for victim in candidates[:n]:
            victim.alive = False  # shape-cache entries pointing at it become misses
            del self._templates[victim.id]
            self._drain.id_to_cluster.pop(victim.id, None)
        _prune_tree(self._drain.root_node, self._drain.id_to_cluster)
        self.version += 1

    # --- reading ------------------------------------------------------------------------------
    def templates(self) -> list[TemplateStat]:
        """The live templates, by id."""
        return [
            TemplateStat(t.id, t.template, t.count, t.first_index, t.last_index)
            for t in sorted(self._templates.values(), key=lambda t: t.id)
        ]

    def template(self, template_id: int) -> TemplateStat | None:
        t = self._templates.get(template_id)
        if t is None:
            return None
        return TemplateStat(t.id, t.template, t.count, t.first_index, t.last_index)

    @property
    def shapes_cached(self) -> int:
        return len(self._by_digit_shape) + len(self._by_masked_shape)

    # --- persistence --------------------------------------------------------------------------
    def snapshot(self) -> bytes:
        """Everything needed to continue with the same template ids (the shape caches refill)."""
        state = {
            "version": SNAPSHOT_VERSION,
            "clusters_counter": self._drain.clusters_counter,
            "next_index": self._next_index,
            "lines": self.lines,
            "templates": [
                [
                    t.id,
                    list(self._drain.id_to_cluster[t.id].log_template_tokens),
                    t.count,
                    t.first_index,
                    t.last_index,
                ]
                for t in self._templates.values()
            ],
            "tree": _tree_to_json(self._drain.root_node),
        }
        return zlib.compress(json.dumps(state, separators=(",", ":")).encode(), level=6)

    @classmethod
    def restore(cls, data: bytes, config: CompressSettings | None = None) -> JobCompressor:
        try:
            state = json.loads(zlib.decompress(data))
            if state["version"] != SNAPSHOT_VERSION:
                raise InvalidInput(f"unsupported miner snapshot version {state['version']}")
            compressor = cls(config)
            drain = compressor._drain
            drain.clusters_counter = int(state["clusters_counter"])
            drain.root_node = _tree_from_json(state["tree"])
            for template_id, tokens, count, first, last in state["templates"]:
                cluster = LogCluster(tokens, int(template_id))
                cluster.size = int(count)
                drain.id_to_cluster[cluster.cluster_id] = cluster
                entry = _Template(cluster.cluster_id, cluster.get_template(), int(first), int(count))
                entry.last_index = int(last)
                compressor._templates[entry.id] = entry
            compressor._next_index = int(state["next_index"])
            compressor.lines = int(state["lines"])
        except (zlib.error, ValueError, KeyError, TypeError) as exc:
            raise InvalidInput(f"corrupt miner snapshot: {exc}") from exc
        return compressor


def _tree_to_json(node: Node) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if node.cluster_ids:
        out["c"] = list(node.cluster_ids)
    if node.key_to_child_node:
        out["k"] = {token: _tree_to_json(child) for token, child in node.key_to_child_node.items()}
    return out


def _tree_from_json(data: dict[str, Any]) -> Node:
    node = Node()
    node.cluster_ids = [int(c) for c in data.get("c", [])]
    node.key_to_child_node = {token: _tree_from_json(child) for token, child in data.get("k", {}).items()}
    return node


def _prune_tree(node: Node, alive: dict[int, LogCluster]) -> bool:
    """Drop evicted cluster ids from the leaves, and subtrees left empty (an empty leaf would break
    Drain's lookup of empty lines). Returns whether anything is left under ``node``."""
    if node.cluster_ids:
        node.cluster_ids = [c for c in node.cluster_ids if c in alive]
    for token in list(node.key_to_child_node):
        if not _prune_tree(node.key_to_child_node[token], alive):
            del node.key_to_child_node[token]
    return bool(node.cluster_ids or node.key_to_child_node)
