try:
risky()
except Exception:
    pass
