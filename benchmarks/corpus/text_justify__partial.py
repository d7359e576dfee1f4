import textwrap


def justify_line(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    line = ""
    for i in range(len(words) - 1):
        line += words[i]
        line += " " * base
        if i < extra:
            line += " "
    line += words[len(words) - 1]
    return line


def break_lines(words, width):
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
    lines = break_lines(paragraph.split(), width)
    if not lines:
        return ""
    body = [justify_line(words, width) for words in lines[:-1]]
    return "\n".join(body + [" ".join(lines[-1])])


def justify_text(text, width=72):
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    return "\n\n".join(justify(p, width) for p in paragraphs)


def justify_file(path, width=72):
    text = open(path).read()
    out = open(path, "w")
    out.write(justify_text(text, width))


def widths_report(text, widths=(40, 60, 72)):
    return {w: justify_text(text, w).count("\n") + 1 for w in widths}
