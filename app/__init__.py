"""crashcart: failure diagnosis and recovery for LLM training clusters."""

__version__ = "0.1.0"
