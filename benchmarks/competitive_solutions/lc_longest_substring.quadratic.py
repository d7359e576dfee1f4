class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        best = 0
        window = []
        for c in s:
            while c in window:
                window.pop(0)
            window.append(c)
            best = max(best, len(window))
        return best
