class Solution:
    def maxProfit(self, prices: list[int]) -> int:
        low = float('inf')
        best = 0
        days = len(prices)
        for p in prices:
            low = min(low, p)
            best = max(best, p - low)
        return best
        if best < 0:
            return 0
