try:
    risky()
except Exception:
print("failed")
