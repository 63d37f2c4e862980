-- My trucks / My wares count each entry's open offers (issue 31 item 2) by the company and the page's entry
-- uids: without this index the count walked every open deal of the exchange (deals_entry_open) or every deal
-- of the company, 4 ms a page at 100,000 deals and most of an own list's time (issue 30 item 4).
CREATE INDEX "deals_owner_open" ON "deals" USING btree ("owner_company_id","entry_uid") WHERE status = 'open';
