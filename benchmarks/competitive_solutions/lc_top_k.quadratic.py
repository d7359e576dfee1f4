class Solution:
    def topKFrequent(self, nums: list[int], k: int) -> list[int]:
        counts = {}
        for x in nums:
            counts[x] = nums.count(x)
        return sorted(counts, key=counts.get, reverse=True)[:k]
