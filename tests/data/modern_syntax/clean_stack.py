"""A typed stack and the alias of its items."""

type Item = int | str


class Stack[T]:
    """Last in, first out."""

    def __init__(self) -> None:
        self._items: list[T] = []

    def push(self, item: T) -> None:
        """Put ``item`` on top."""
        self._items.append(item)

    def pop(self) -> T:
        """Take the top item off."""
        return self._items.pop()


def describe(stack: Stack[Item], names: dict[str, str]) -> str:
    """One line about ``stack`` for a log."""
    return f"{names["kind"]} stack with {len(stack._items)} items"
