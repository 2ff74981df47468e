__all__ = ['public', '_exported_private']
public = 'public'
_exported_private = 'exported private'
not_listed = 'not listed'
