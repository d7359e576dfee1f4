"""A singly linked list with the usual operations, written as an interview answer."""



class Node:
    """One list cell."""

    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    """A singly linked list with O(1) push at both ends."""

    def __init__(self, values=()):
        self.head = self.tail = None
        self.size = 0
        for value in values:
            self.append(value)

    def append(self, value):
        """Add ``value`` at the end."""
        node = Node(value)
        if self.tail is None:
            self.head = self.tail = node
        else:
            self.tail.next = node
            self.tail = node
        self.size += 1

    def prepend(self, value):
        """Add ``value`` at the front."""
        self.head = Node(value, self.head)
        if self.tail is None:
            self.tail = self.head
        self.size += 1

    def __iter__(self):
        node = self.head
        while node is not None:
            yield node.value
            node = node.next

    def __len__(self):
        return self.size

    def reverse(self):
        """Reverse the list in place."""
        previous, node = None, self.head
        self.tail = node
        while node is not None:
            node.next, previous, node = previous, node, node.next
        self.head = previous

    def remove(self, value):
        """Remove the first node holding ``value``; ValueError when absent."""
        previous, node = None, self.head
        while node is not None and node.value != value:
            previous, node = node, node.next
        if node is None:
            raise ValueError(f"{value!r} not in list")
        if previous is None:
            self.head = node.next
        else:
            previous.next = node.next
        if node is self.tail:
            self.tail = previous
        self.size -= 1

    def middle(self):
        """The middle value (the second of two middles)."""
        slow = fast = self.head
        while fast is not None and fast.next is not None:
            slow, fast = slow.next, fast.next.next
        return None if slow is None else slow.value

    def __repr__(self):
        return "LinkedList([" + ", ".join(repr(v) for v in self) + "])"


def has_cycle(head):
    """Floyd's cycle detection on raw nodes."""
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow, fast = slow.next, fast.next.next
        if slow is fast:
            return True
    return False
