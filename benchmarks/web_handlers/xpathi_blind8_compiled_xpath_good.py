from django.http import JsonResponse
from lxml import etree

TREE = etree.parse("users.xml")


def user(request):
    uid = request.GET.get("id", "")
    find = etree.XPath("//user[@id=$uid]")
    return JsonResponse({"found": len(find(TREE, uid=uid))})
