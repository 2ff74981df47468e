get_value(): int = 5
