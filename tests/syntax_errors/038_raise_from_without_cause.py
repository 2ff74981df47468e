try:
    run()
except OSError as exc:
    raise RuntimeError("failed") from
