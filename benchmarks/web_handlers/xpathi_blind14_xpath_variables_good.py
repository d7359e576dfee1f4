from django.http import JsonResponse
from lxml import etree

CATALOG = etree.parse("/srv/catalog.xml")


def by_author(request):
    author = request.GET.get("author", "")
    titles = CATALOG.xpath("//book[author=$author]/title/text()", author=author)
    return JsonResponse({"titles": [str(t) for t in titles]})
