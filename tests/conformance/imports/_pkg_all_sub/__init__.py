__all__ = ['missing_sub']
