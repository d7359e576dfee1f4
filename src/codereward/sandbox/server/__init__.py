"""The trusted server inside the namespaces: zygote, spares, mounts, leftovers, warm-up."""
