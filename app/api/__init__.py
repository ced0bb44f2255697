"""The REST API (CONTRACT.md): thin routers over the services, one error mapping, bearer auth."""
