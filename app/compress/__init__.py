"""Real-time log compression: per-job Drain3 template mining behind a fast path, and the digest.

``miner.JobCompressor`` assigns lines to templates; ``digest.DigestBuilder`` keeps what an LLM must
see within a token budget. A worker keeps each queue partition's miner snapshot in its row of
``partition_states`` (app/incidents/handoff.py), so it survives worker restarts.
"""
