__all__ = ['alpha', 'beta', 'gamma_value']
gamma_value = 3
