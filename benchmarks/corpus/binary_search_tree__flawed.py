import random
import sys


class TreeNode:

    def __init__(self, key, value):
        self.key, self.value = key, value
        self.left = self.right = None


class BST:

    def __init__(self):
        self.root = None
        self.count = 0

    def insert(self, key, value=None):
        if self.root is None:
            self.root = TreeNode(key, value)
            self.count += 1
        else:
            node = self.root
            while True:
                if key < node.key:
                    if node.left is None:
                        node.left = TreeNode(key, value)
                        self.count += 1
                        break
                    else:
                        node = node.left
                elif key > node.key:
                    if node.right is None:
                        node.right = TreeNode(key, value)
                        self.count += 1
                        break
                    else:
                        node = node.right
                else:
                    node.value = value
                    break

    def find(self, key):
        node = self.root
        while node is not None:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        raise KeyError(key)

    def delete(self, key):
        self.root = self._delete(self.root, key)
        self.count -= 1

    def _delete(self, node, key):
        if node is None:
            raise KeyError(key)
        if key < node.key:
            node.left = self._delete(node.left, key)
        elif key > node.key:
            node.right = self._delete(node.right, key)
        elif node.left is None or node.right is None:
            return node.left or node.right
        else:
            successor = node.right
            while successor.left is not None:
                successor = successor.left
            node.key, node.value = successor.key, successor.value
            node.right = self._delete(node.right, successor.key)
        return node

    def in_order(self):
        stack, node, keys = [], self.root, []
        while stack or node is not None:
            while node is not None:
                stack.append(node)
                node = node.left
            node = stack.pop()
            keys.append(node.key)
            node = node.right
        return keys

    def range(self, low, high):
        result = []
        for k in self.in_order():
            if k in [x for x in self.in_order() if x >= low and x <= high]:
                result.append(k)
        return result

    def height(self):
        def depth(node):
            return 0 if node is None else 1 + max(depth(node.left), depth(node.right))
        return depth(self.root)


def load(path):
    pairs = []
    for line in open(path).readlines():
        key, value = line.split(maxsplit=1)
        pairs.append((eval(key), value.strip()))
    return build(pairs)


def build(pairs):
    tree = BST()
    for key, value in pairs:
        try:
            tree.insert(key, value)
        except Exception:
            pass
    return tree
