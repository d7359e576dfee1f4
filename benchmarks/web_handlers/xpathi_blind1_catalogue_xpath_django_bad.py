from django.http import JsonResponse
from lxml import etree

CATALOGUE = etree.parse("catalogue.xml")


def book_price(request):
    isbn = request.GET.get("isbn", "0")
    expression = "//book[@isbn='%s']/price/text()" % isbn
    return JsonResponse({"price": CATALOGUE.xpath(expression)})
