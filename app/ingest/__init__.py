"""Receiving log batches, heartbeats and exits; the queue between the API and the workers."""
