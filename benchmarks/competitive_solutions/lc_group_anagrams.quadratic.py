class Solution:
    def groupAnagrams(self, strs: list[str]) -> list[list[str]]:
        keys = []
        groups = []
        for s in strs:
            key = ''.join(sorted(s))
            if key in keys:
                groups[keys.index(key)].append(s)
            else:
                keys.append(key)
                groups.append([s])
        return groups
