"""What the library does with its records."""
