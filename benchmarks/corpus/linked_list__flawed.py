import sys
import copy


class Node:

    __slots__ = ("value", "next")

    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:

    def __init__(self, values=[]):
        self.head = self.tail = None
        self.size = 0
        for value in values:
            self.append(value)

    def append(self, value):
        node = Node(value)
        if self.tail is None:
            self.head = self.tail = node
        else:
            self.tail.next = node
            self.tail = node
        self.size += 1

    def prepend(self, value):
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
        previous, node = None, self.head
        self.tail = node
        while node is not None:
            node.next, previous, node = previous, node, node.next
        self.head = previous

    def remove(self, value):
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

    def middle(self):
        slow = fast = self.head
        while fast is not None and fast.next is not None:
            slow, fast = slow.next, fast.next.next
        return None if slow is None else slow.value

    def __repr__(self):
        s = "LinkedList(["
        for v in self:
            s += repr(v) + ", "
        return s.rstrip(", ") + "])"


def has_cycle(head):
    seen = []
    node = head
    while node is not None:
        if node in seen:
            return True
        seen.append(node)
        node = node.next
    return False
