"""Real-time log compression: per-job Drain3 template mining behind a fast path, and the digest.

``miner.JobCompressor`` assigns lines to templates; ``digest.DigestBuilder`` keeps what an LLM must
see within a token budget; ``base.MinerStateStore`` persists miner state across worker restarts.
"""
