def double(x):
    """Return twice x."""
  return 2 * x
