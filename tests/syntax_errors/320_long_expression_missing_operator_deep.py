def score(stats):
    return (
        stats["wins"] * 3
        + stats["draws"]
        - stats["losses"] * 0.5
        stats["bonus"]
    )
