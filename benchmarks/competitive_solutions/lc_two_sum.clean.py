class Solution:
    def twoSum(self, nums: list[int], target: int) -> list[int]:
        where = {}
        for i, x in enumerate(nums):
            if target - x in where:
                return [where[target - x], i]
            where[x] = i
        return []
