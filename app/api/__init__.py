"""The REST API (docs/CONTRACT.md): thin routers over the services, one error mapping, bearer auth."""
