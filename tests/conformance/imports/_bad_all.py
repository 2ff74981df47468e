__all__ = ['exists', 'missing_name']
exists = 1
