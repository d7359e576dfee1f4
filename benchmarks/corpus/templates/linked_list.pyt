"""A singly linked list with the usual operations, written as an interview answer."""

# {clean unused}
# {flaw unused}
import sys
import copy
# {end}


class Node:
    """One list cell."""

    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    """A singly linked list with O(1) push at both ends."""

    # {clean mutable}
    def __init__(self, values=()):
        self.head = self.tail = None
        self.size = 0
        for value in values:
            self.append(value)
    # {flaw mutable}
    def __init__(self, values=[]):
        self.head = self.tail = None
        self.size = 0
        for value in values:
            self.append(value)
    # {end}

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
        # {clean remove}
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
        # {flaw remove}
        try:
            if self.head.value == value:
                self.head = self.head.next
                self.size -= 1
                return
            node = self.head
            while node.next.value != value:
                node = node.next
            node.next = node.next.next
            self.size -= 1
        except:
            pass
        # {end}

    def middle(self):
        """The middle value (the second of two middles)."""
        slow = fast = self.head
        while fast is not None and fast.next is not None:
            slow, fast = slow.next, fast.next.next
        return None if slow is None else slow.value

    def __repr__(self):
        # {clean concat}
        return "LinkedList([" + ", ".join(repr(v) for v in self) + "])"
        # {flaw concat}
        s = "LinkedList(["
        for v in self:
            s += repr(v) + ", "
        return s.rstrip(", ") + "])"
        # {end}


def has_cycle(head):
    """Floyd's cycle detection on raw nodes."""
    # {clean cycle}
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow, fast = slow.next, fast.next.next
        if slow is fast:
            return True
    return False
    # {flaw cycle}
    seen = []
    node = head
    while node is not None:
        if node in seen:
            return True
        seen.append(node)
        node = node.next
    return False
    # {end}
