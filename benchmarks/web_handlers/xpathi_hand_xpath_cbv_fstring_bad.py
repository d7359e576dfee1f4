from django.http import JsonResponse
from django.views import View
from lxml import etree

class BookView(View):
    tree = etree.parse("books.xml")

    def get(self, request):
        title = request.GET.get("title", "")
        hits = self.tree.xpath(f"//book[title='{title}']/@isbn")
        return JsonResponse({"isbn": [str(h) for h in hits]})
