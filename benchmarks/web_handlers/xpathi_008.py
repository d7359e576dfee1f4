from django.http import JsonResponse
from django.urls import path
from django.views import View
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class BooksByView(View):
    def get(self, request):
        """Books by."""
        author = request.META.get("HTTP_X_AUTHOR", "")
        author = value_or_default(author, "Anonymous", use_request=True)
        tree = etree.parse(CATALOG)
        titles = tree.xpath("//book[author='" + author + "']/title/text()")
        return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", BooksByView.as_view())]
