from django.http import HttpResponse
from django.utils.safestring import mark_safe
from django.views import View

class BannerView(View):
    def get(self, request):
        title = request.GET.get("title", "")
        return HttpResponse(mark_safe("<h2>" + title + "</h2>"))
