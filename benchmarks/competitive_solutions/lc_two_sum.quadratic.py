class Solution:
    def twoSum(self, nums: list[int], target: int) -> list[int]:
        seen = []
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen.index(target - x), i]
            seen.append(x)
        return []
