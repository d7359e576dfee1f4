from django.http import JsonResponse
from lxml import etree

CATALOGUE = etree.parse("catalogue.xml")


def book_price(request):
    isbn = request.GET.get("isbn", "0")
    expression = "//book[@isbn=$isbn]/price/text()"
    return JsonResponse({"price": CATALOGUE.xpath(expression, isbn=isbn)})
