"""Notifications: Slack Block Kit and signed generic webhooks, delivered from a durable outbox."""
