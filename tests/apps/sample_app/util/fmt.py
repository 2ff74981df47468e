"""Text formatting helpers."""

__all__ = ['table', 'money']


def money(cents):
    return f'${cents // 100}.{cents % 100:02d}'


def table(rows):
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = []
    for index, row in enumerate(rows):
        lines.append(' | '.join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
        if index == 0:
            lines.append('-+-'.join('-' * width for width in widths))
    return '\n'.join(lines)


def _unexported_helper():
    return 'hidden'
