"""Built-in models TAG can export without downloads (JAX training steps)."""
