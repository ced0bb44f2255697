"""Recovery: a policy with guards turns a verdict into actions, a durable state machine carries
them out through a backend (Slurm, Kubernetes, local), and a node health registry remembers."""
