// Not written yet: see parser_impl.h for who fills this file.
