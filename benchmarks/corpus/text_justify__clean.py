"""Full justification of paragraphs to a fixed width, like a typesetter."""

import textwrap


def justify_line(words, width):
    """Spread the gaps of one line so that it is exactly ``width`` wide."""
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    parts = []
    for i, word in enumerate(words[:-1]):
        parts.append(word + " " * (base + (1 if i < extra else 0)))
    parts.append(words[-1])
    return "".join(parts)


def break_lines(words, width):
    """Greedy line breaking: as many words per line as fit."""
    lines, current, length = [], [], 0
    for word in words:
        if len(word) > width:
            raise ValueError(f"word longer than the width: {word!r}")
        if current and length + len(current) + len(word) > width:
            lines.append(current)
            current, length = [], 0
        current.append(word)
        length += len(word)
    if current:
        lines.append(current)
    return lines


def justify(paragraph, width=72):
    """Every line justified except the last, which stays ragged."""
    lines = break_lines(paragraph.split(), width)
    if not lines:
        return ""
    body = [justify_line(words, width) for words in lines[:-1]]
    return "\n".join(body + [" ".join(lines[-1])])


def justify_text(text, width=72):
    """Justify each blank-line-separated paragraph of ``text``."""
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    return "\n\n".join(justify(p, width) for p in paragraphs)


def justify_file(path, width=72):
    """Justify a text file in place."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(justify_text(text, width))


def widths_report(text, widths=(40, 60, 72)):
    """How many lines the text takes at each width."""
    return {w: justify_text(text, w).count("\n") + 1 for w in widths}
